import { useState } from 'react';
import { ErrorState, Page } from '@site/shared';
import type { DeployToken } from '@site/contracts/schemas';
import { useAdmin } from '../../api/client.ts';
import { DEPLOY_TOKENS_PATH, revokeDeployToken } from '../../api/deploy-tokens.ts';
import { ConfirmAction } from '../../components/confirm-dialog/confirm-dialog.tsx';
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
          <div className={table.scroll}>
            <table className={table.table}>
              <caption>
                {tokens.filter((token) => !token.revoked_at).length} active of {tokens.length} tokens
              </caption>
              <thead>
                <tr>
                  <th scope="col">Used by</th>
                  <th scope="col">Remote</th>
                  <th scope="col">Made</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.id}>
                    <th scope="row">{token.label}</th>
                    <td>{token.remote}</td>
                    <td>
                      {formatWhen(token.created_at)} <span className={table.muted}>by {token.created_by}</span>
                    </td>
                    <td>
                      {token.last_used_at ? formatWhen(token.last_used_at) : <span className={table.muted}>Never</span>}
                    </td>
                    <td>{token.revoked_at ? `Revoked ${formatWhen(token.revoked_at)}` : 'Active'}</td>
                    <td>
                      {!token.revoked_at && (
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
                            await revokeDeployToken(token.id);
                            await response.mutate();
                            setStatus(`The token of ${token.label} is revoked.`);
                          }}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loadable>
      <NewTokenForm onCreated={() => void response.mutate()} />
    </Page>
  );
}
