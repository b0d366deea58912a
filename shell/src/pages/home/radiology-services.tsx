import { Button, ErrorState, LoadingStatus, Skeleton, useModalities, useSubspecialties } from '@site/shared';
import type { ServiceSummary } from '@site/contracts/types';
import { useState } from 'react';
import { Link } from '@site/shared/router';
import { servicesSection } from './content.ts';
import styles from './radiology-services.module.css';

type View = 'modalities' | 'subspecialties';
const VIEWS: readonly View[] = ['modalities', 'subspecialties'];
const SKELETON_CARDS = 6;

/**
 * The Radiology Services section of Home (docs/requirements.md#home, docs/requirements.md#states): two toggle buttons (aria-pressed) switch between
 * the modalities (the default) and the subspecialties, listed as cards with name, short description and a
 * link to the service's page. Reads the lists the public layout already fetched (docs/design.md#contracts); shows skeletons
 * while they load and an error with Retry when they fail.
 */
export function RadiologyServices() {
  const [view, setView] = useState<View>('modalities');
  const lists = { modalities: useModalities(), subspecialties: useSubspecialties() };
  const { data, error, mutate } = lists[view];
  const texts = servicesSection[view];

  let body;
  if (data && data.length > 0) {
    body = <ServiceCards services={data} />;
  } else if (data) {
    body = <p className={styles.empty}>{texts.empty}</p>;
  } else if (error) {
    body = (
      <ErrorState
        title={`We could not load the ${texts.label.toLowerCase()}`}
        message="Please try again, or see all our services."
        onRetry={() => void mutate()}
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.cards} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={styles.card}>
              <Skeleton width="60%" height="1.5rem" />
              <Skeleton height="3rem" style={{ marginTop: 'var(--space-2)' }} />
            </li>
          ))}
        </ul>
        <LoadingStatus label={texts.loading} />
      </>
    );
  }

  return (
    <section aria-labelledby="home-services" className={styles.section}>
      <h2 id="home-services" className={styles.heading}>
        {servicesSection.heading}
      </h2>
      <p className={styles.intro}>{servicesSection.intro}</p>
      <div role="group" aria-label={servicesSection.toggleLabel} className={styles.toggle}>
        {VIEWS.map((name) => (
          <Button key={name} variant="secondary" aria-pressed={view === name} onClick={() => setView(name)}>
            {servicesSection[name].label}
          </Button>
        ))}
      </div>
      {body}
      <p className={styles.all}>
        <Link to={servicesSection.allServices.to}>{servicesSection.allServices.label}</Link>
      </p>
    </section>
  );
}

/** The cards of one list: the name links to the service's page (`url` is a site path). */
function ServiceCards({ services }: { services: ServiceSummary[] }) {
  return (
    <ul className={styles.cards}>
      {services.map((service) => (
        <li key={service.url} className={styles.card}>
          <h3 className={styles.name}>
            <Link to={service.url} className={styles.link}>
              {service.name}
            </Link>
          </h3>
          <p className={styles.description}>{service.description_short}</p>
        </li>
      ))}
    </ul>
  );
}
