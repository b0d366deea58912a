import { Link } from '@site/shared/router';
import { ErrorState, LoadingStatus, Page, Prose, Skeleton, telHref, useFrequentlyCalledNumbers } from '@site/shared';
import { PracticeContact } from '../../components/practice-contact.tsx';
import { Sections } from '../../components/sections.tsx';
import { imageLibraryTitle, imagesContactText, imagesIntro, imagesSections } from '../../content/images-and-reports.ts';
import { pages } from '../../content/pages.ts';
import styles from './images-and-reports.module.css';

/**
 * Your Images and Reports: how to get copies, share them with another doctor, what to bring and how long it
 * takes. Contacts come from the API (the image library's number among the frequently called numbers) and the
 * settings (address, phone, fax, e-mail); none are written here.
 */
export function ImagesAndReports() {
  return (
    <Page title={pages.imagesAndReports.title} intro={imagesIntro}>
      <Prose>
        <Sections sections={imagesSections} slots={{ 'image-contacts': <ImageContacts /> }} />
      </Prose>
    </Page>
  );
}

/** The image library's numbers from GET /api/frequently-called-numbers, then the practice's postal contacts. */
function ImageContacts() {
  const { data: numbers, error, mutate } = useFrequentlyCalledNumbers();
  const library = (numbers ?? []).filter((number) => imageLibraryTitle.test(number.title));
  return (
    <>
      {error && !numbers ? (
        <ErrorState message={imagesContactText.error} onRetry={() => void mutate()} />
      ) : !numbers ? (
        <>
          <LoadingStatus label={imagesContactText.loading} />
          <Skeleton width="16rem" height="1.5rem" />
        </>
      ) : (
        library.length > 0 && (
          <ul className={styles.numbers}>
            {library.map((number) => (
              <li key={`${number.title}-${number.text}`}>
                <span className={styles.numberTitle}>{number.title}</span>
                {number.subtitle && <span className={styles.subtitle}>{number.subtitle}</span>}
                <a href={telHref(number.text)}>{number.text}</a>
              </li>
            ))}
          </ul>
        )
      )}
      <p>{imagesContactText.mailTo}:</p>
      <PracticeContact showFax />
      <p>
        <Link to={pages.privacy.path}>{imagesContactText.privacyLink}</Link>
      </p>
    </>
  );
}
