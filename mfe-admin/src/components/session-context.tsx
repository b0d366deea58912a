import { createContext, useContext } from 'react';
import type { AdminSessionUser } from '@site/contracts/schemas';

/** The signed-in user and a way to say the session has ended, for every admin page. */
export interface AdminSession {
  /** The signed-in user; null outside the admin frame. */
  user: AdminSessionUser | null;
  /** Call when a request answered 401: the frame checks the session and asks the person to sign in again. */
  sessionEnded: () => void;
}

/** Provided by the admin frame; the default serves screens rendered outside it (tests). */
export const AdminSessionContext = createContext<AdminSession>({ user: null, sessionEnded: () => undefined });

/** The admin session the frame provides. */
export const useAdminSession = (): AdminSession => useContext(AdminSessionContext);
