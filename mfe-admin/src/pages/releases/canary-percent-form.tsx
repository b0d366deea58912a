import { z } from 'zod';
import { canaryPercentSchema } from '@site/contracts/schemas';
import { useAdminWrites } from '../../api/client.ts';
import { setCanaryPercent } from '../../api/releases.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import type { FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';

// The form holds the percentage as typed text; the shared rule judges the number it spells (blank is none).
const percentFormSchema = z.object({
  percent: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : undefined),
    canaryPercentSchema.shape.percent,
  ),
});

/**
 * The form that changes the share of visitors a remote's canary reaches (docs/design.md#releases): takes the
 * remote, its canary and current versions, and `onChanged` to reload the overview. The percentage is checked
 * with the shared rule (a whole number from 0 to 99, 0 for preview only) before it is sent; errors show the admin's usual way.
 */
export function CanaryPercentForm({
  remote,
  canary,
  current,
  onChanged,
}: {
  remote: string;
  canary: { version: string; percent: number };
  current: string;
  onChanged: () => Promise<unknown>;
}) {
  const { send } = useAdminWrites();
  const fields: FieldDef[] = [
    {
      name: 'percent',
      label: 'Canary percentage',
      kind: 'number',
      width: 'half',
      autoComplete: 'off',
      hint:
        `A whole number from 0 to 99: the share of visitors who get ${canary.version}. The others keep ${current}. ` +
        '0 is preview only: no visitor gets it.',
    },
  ];
  const form = useAdminForm({
    initial: { percent: String(canary.percent) },
    schema: percentFormSchema,
    save: async ({ percent }) => {
      const answer = await setCanaryPercent(send, remote, percent);
      form.setValues({ percent: String(answer.percent) });
      await onChanged();
      return answer.percent === 0
        ? `The canary of ${remote} (${answer.version}) is now preview only: no visitor gets it.`
        : `The canary of ${remote} (${answer.version}) now reaches ${answer.percent}% of visitors.`;
    },
  });
  return <AdminForm id={`canary-${remote}`} fields={fields} {...form.formProps} submitLabel="Set percentage" />;
}
