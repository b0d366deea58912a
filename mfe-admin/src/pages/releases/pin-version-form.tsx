import { useEffect } from 'react';
import { pinVersionSchema, type RemoteReleases } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { pinVersion } from '../../api/releases.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';

/** A version as the list offers it, with what it is to the remote: '1.4.0 (current)', '1.5.0 (canary)'. */
function versionLabel({ current, previous, canary }: RemoteReleases, version: string): string {
  if (canary?.version === version) return `${version} (canary)`;
  if (current.version === version) return `${version} (current)`;
  if (previous?.version === version) return `${version} (previous)`;
  return version;
}

/**
 * The form that pins this browser to one released version of a remote, to try it before promoting
 * (docs/design.md#releases): takes the remote (its `versions`, newest first, are the choices), the version
 * this browser is pinned to for it (if any), and `onChanged` to reload the overview. It starts on the pinned
 * version, else the canary, else the newest. A refusal (404: not released) shows the admin's usual way.
 */
export function PinVersionForm({
  remote,
  pinned,
  onChanged,
}: {
  remote: RemoteReleases;
  pinned: string | undefined;
  onChanged: () => Promise<unknown>;
}) {
  const { remote: name, versions } = remote;
  const { send } = useAdminWrites();
  const fields: FieldDef[] = [
    {
      name: 'version',
      label: 'Version to try',
      kind: 'select',
      width: 'half',
      options: versions.map((version) => ({ value: version, label: versionLabel(remote, version) })),
      hint: `Only this browser gets it, on every page, until you unpin it. Visitors keep the versions of ${name} above.`,
    },
  ];
  const start = [pinned, remote.canary?.version].find((version) => version && versions.includes(version));
  const form = useAdminForm({
    initial: { version: start ?? versions[0] ?? '' },
    schema: pinVersionSchema,
    save: async ({ version }) => {
      const { url } = await pinVersion(send, name, version);
      if (url) {
        // The public site is another origin: the pin is set there, by opening its one-time link.
        window.open(url, '_blank', 'noopener');
        return `The public site opened in a new tab, pinned to ${name} ${version}: this browser sees it there on every page until you unpin it.`;
      }
      await onChanged();
      return `This browser now sees ${name} ${version} on every page, until you unpin it.`;
    },
  });

  // Once this browser is no longer pinned to the remote (Unpin), the message of the last pin is no longer true.
  const { setStatus } = form;
  const unpinned = pinned === undefined;
  useEffect(() => {
    if (unpinned) setStatus((status) => (status.kind === 'saved' ? { kind: 'editing' } : status));
  }, [unpinned, setStatus]);

  return (
    <AdminForm
      id={`pin-${name}`}
      fields={fields}
      {...form.formProps}
      submitLabel={
        <>
          Pin this browser<span className="visually-hidden"> to a version of {name}</span>
        </>
      }
    />
  );
}
