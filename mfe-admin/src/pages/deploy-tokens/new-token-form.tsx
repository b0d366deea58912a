import { useState } from 'react';
import { deployTokenCreateSchema, type DeployTokenCreated } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { createDeployToken } from '../../api/deploy-tokens.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import styles from './deploy-tokens.module.css';

const FIELDS: FieldDef[] = [
  {
    name: 'remote',
    label: 'Remote',
    kind: 'text',
    required: true,
    width: 'half',
    autoComplete: 'off',
    hint: 'Its federation name, as npm run status lists it: about, services, education, newsContact, patient.',
  },
  {
    name: 'label',
    label: 'Used by',
    kind: 'text',
    required: true,
    width: 'half',
    autoComplete: 'off',
    hint: 'Who or what holds it, e.g. “about team CI”. The audit log names each release by this.',
  },
];

const EMPTY = { remote: '', label: '' };

/**
 * The form that makes a deploy token, and the token it made, shown this once with the commands a team's CI
 * runs with it (docs/design.md#registry). Cleared after each token.
 */
export function NewTokenForm({ onCreated }: { onCreated: () => void }) {
  const { send } = useAdminWrites();
  const [created, setCreated] = useState<DeployTokenCreated | null>(null);
  const form = useAdminForm({
    initial: EMPTY,
    schema: deployTokenCreateSchema,
    save: async (data) => {
      const answer = await createDeployToken(send, data);
      setCreated(answer);
      onCreated();
      form.setValues(EMPTY);
      return `Made a deploy token for ${answer.deploy_token.remote} (${answer.deploy_token.label}).`;
    },
  });
  return (
    <section aria-labelledby="new-token-title">
      <h2 id="new-token-title">Make a deploy token</h2>
      <AdminForm id="new-token" fields={FIELDS} {...form.formProps} submitLabel="Make token" />
      {created && (
        <div className={styles.created} aria-labelledby="created-token-title">
          <h3 id="created-token-title">Copy the token now: it is not shown again</h3>
          <label htmlFor="created-token">Token for {created.deploy_token.remote}</label>
          <input
            id="created-token"
            className={styles.token}
            readOnly
            value={created.token}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p>Keep it in the team’s CI secrets as DEPLOY_TOKEN. The CI then releases and rolls back with:</p>
          <pre className={styles.commands}>
            {`npm run release -- ${created.deploy_token.remote} --site ${location.origin} --version <version>\n` +
              `npm run rollback -- ${created.deploy_token.remote} --site ${location.origin}`}
          </pre>
        </div>
      )}
    </section>
  );
}
