/** Changes staff make to a contact message: mark it read or unread, handled or open. */
import { z } from 'zod';

export const messageUpdateSchema = z
  .object({
    read: z.boolean().optional(),
    handled: z.boolean().optional(),
  })
  .refine((v) => v.read !== undefined || v.handled !== undefined, { message: 'Change read or handled.' });
export type MessageUpdateInput = z.input<typeof messageUpdateSchema>;

/** A move within an ordered list (locations, numbers, contacts, facts, testimonials, slides, events). */
export const moveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Move up or down.' }) });
