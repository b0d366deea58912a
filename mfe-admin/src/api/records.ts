/**
 * Create, change, delete and reorder records of one admin collection (physicians, news, the ordered lists):
 * `collection` is its path, e.g. '/api/admin/physicians'. Each takes `send`, the caller's useAdminWrites().send,
 * first, and throws ApiError (400 with field messages).
 */
import type { AdminSend } from './client.ts';

/** Creates (id null: POST the collection) or changes (PUT the record) and returns the saved record. */
export const saveRecord = <T>(send: AdminSend, collection: string, id: number | null, body: unknown): Promise<T> =>
  id === null ? send<T>(collection, body) : send<T>(`${collection}/${id}`, body, 'PUT');

/** Deletes one record. */
export const deleteRecord = (send: AdminSend, collection: string, id: number): Promise<void> =>
  send<void>(`${collection}/${id}`, undefined, 'DELETE');

/** Moves a record of an ordered list one place up or down; returns the whole list in its new order. */
export const moveRecord = <T>(
  send: AdminSend,
  collection: string,
  id: number,
  direction: 'up' | 'down',
): Promise<T[]> => send<T[]>(`${collection}/${id}/move`, { direction });
