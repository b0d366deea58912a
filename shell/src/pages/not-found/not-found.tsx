import { ButtonLink } from '@site/shared';
import styles from './not-found.module.css';

/** The 404 page (docs/requirements.md#screens-and-routes, docs/requirements.md#errors): where every unknown path is redirected. */
export function NotFound() {
  return (
    <div className={styles.notFound}>
      <h1>Uh oh!</h1>
      <p>We could not find the page you are looking for.</p>
      <ButtonLink to="/">Go Back Home</ButtonLink>
    </div>
  );
}
