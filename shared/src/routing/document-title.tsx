import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** '{title} | {organisation name}', or the organisation name alone when there is no title (SPEC §2). */
export function formatTitle(title: string | undefined, organizationName: string): string {
  return title ? `${title} | ${organizationName}` : organizationName;
}

type SetOverride = (title: string | undefined) => void;
const TitleOverrideContext = createContext<{ override: string | undefined; setOverride: SetOverride }>({
  override: undefined,
  setOverride: () => undefined,
});

/** Holds a page's own title (e.g. a news headline) so it wins over the route handle's; the shell renders it. */
export function DocumentTitleProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<string | undefined>(undefined);
  return <TitleOverrideContext.Provider value={{ override, setOverride }}>{children}</TitleOverrideContext.Provider>;
}

/** The title a page set with useDocumentTitle, if any. */
export function useTitleOverride(): string | undefined {
  return useContext(TitleOverrideContext).override;
}

/**
 * Sets the page's title from data the page loaded (DESIGN §8: a news detail is titled with its headline).
 * Pass undefined while loading; the override is cleared when the page unmounts.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { setOverride } = useContext(TitleOverrideContext);
  useEffect(() => {
    setOverride(title);
    return () => setOverride(undefined);
  }, [title, setOverride]);
}
