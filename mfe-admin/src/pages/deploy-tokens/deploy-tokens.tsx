import { useState } from 'react';
import { ErrorState, Page } from '@site/shared';
import type { DeployToken } from '@site/contracts/schemas';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { DEPLOY_TOKENS_PATH, revokeDeployToken } from '../../api/deploy-tokens.ts';
import { ConfirmAction } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Loadable } from '../../components/list-states/loadable.tsx';
import table from '../../components/list-states/table.module.css';
import { useAdminSession } from '../../components/session-context.tsx';
import { formatWhen } from '../../content/wording.ts';
import { NewTokenForm } from './new-token-form.tsx';

/**
 * /admin/deploy-tokens/ (admin role only): the tokens with which teams' CI release and roll back their one
 * remote over HTTP (docs/design.md#registry): what each is for, who made it and when, when it was last used,
 * Revoke (asked first; it stops working at once), and a form to make one, whose token is shown once. Editors
 * are told the screen is for admins; the API refuses them too.
 */
export function DeployTokens() {
  const { user: me } = useAdminSession();
  if (me && me.role !== 'admin') {
    return (
      <Page title="Deploy tokens">
        <ErrorState title="Only admins manage deploy tokens" message="Ask a site admin for a token." />
      </Page>
    );
  }
  return <DeployTokensScreen />;
}

function DeployTokensScreen() {
  const { send } = useAdminWrites();
  const response = useAdmin<DeployToken[]>(DEPLOY_TOKENS_PATH);
  const [status, setStatus] = useState('');
  return (
    <Page
      title="Deploy tokens"
      intro="Each token lets one team’s CI release and roll back its own section of the site, and nothing else."
    >
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <Loadable response={response} what="deploy tokens">
        {(tokens) => (
          <DataTable
            caption={`${tokens.filter((token) => !token.revoked_at).length} active of ${tokens.length} tokens`}
            rowHeader={{ header: 'Used by', cell: (token) => token.label }}
            columns={[
              { header: 'Remote', cell: (token) => token.remote },
              {
                header: 'Made',
                cell: (token) => (
                  <>
                    {formatWhen(token.created_at)} <span className={table.muted}>by {token.created_by}</span>
                  </>
                ),
              },
              {
                header: 'Last used',
                cell: (token) =>
                  token.last_used_at ? formatWhen(token.last_used_at) : <span className={table.muted}>Never</span>,
              },
              {
                header: 'Status',
                cell: (token) => (token.revoked_at ? `Revoked ${formatWhen(token.revoked_at)}` : 'Active'),
              },
              {
                header: 'Actions',
                cell: (token) =>
                  !token.revoked_at && (
                    <ConfirmAction
                      triggerLabel={
                        <>
                          Revoke<span className="visually-hidden"> the token of {token.label}</span>
                        </>
                      }
                      title={`Revoke the token of ${token.label}?`}
                      description={`It stops working at once: ${token.label} can no longer release or roll back ${token.remote}.`}
                      confirmLabel="Revoke"
                      busyLabel="Revoking…"
                      failure="The token could not be revoked. Please try again."
                      onConfirm={async () => {
                        await revokeDeployToken(send, token.id);
                        await response.mutate();
                        setStatus(`The token of ${token.label} is revoked.`);
                      }}
                    />
                  ),
              },
            ]}
            rows={tokens}
            rowKey={(token) => token.id}
          />
        )}
      </Loadable>
      <NewTokenForm onCreated={() => void response.mutate()} />
    </Page>
  );
}
