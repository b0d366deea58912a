import { Button } from '@site/shared';
import { useId, useRef } from 'react';
import { teamContent } from '../../content/team.ts';
import styles from './meet-our-team.module.css';

/**
 * The filters of Meet Our Team (docs/requirements.md#screens-and-routes, docs/requirements.md#validation): a name search box and one toggle button (aria-pressed) per
 * subspecialty in `buttons`; several may be pressed. Controlled: `name` and `selected` come from the page,
 * `onNameChange`, `onToggle` and `onClear` report the visitor's changes.
 */
export function TeamFilters({
  buttons,
  name,
  selected,
  onNameChange,
  onToggle,
  onClear,
}: {
  buttons: readonly string[];
  name: string;
  selected: readonly string[];
  onNameChange: (name: string) => void;
  onToggle: (subspecialty: string) => void;
  onClear: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const active = name !== '' || selected.length > 0;

  return (
    // Filtering happens as the visitor types; Enter must not reload the page.
    <form role="search" aria-label="Filter the team" className={styles.filters} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.nameRow}>
        <div className={styles.nameField}>
          <label htmlFor={inputId}>{teamContent.nameLabel}</label>
          <input
            ref={input}
            id={inputId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
          />
        </div>
        {/* Beside the search box rather than below the buttons, so its arrival does not push the list down. */}
        {active && (
          <Button
            variant="secondary"
            className={styles.clear}
            onClick={() => {
              onClear();
              // The button disappears once nothing is filtered; keep keyboard users where the filters start.
              input.current?.focus();
            }}
          >
            {teamContent.clearFilters}
          </Button>
        )}
      </div>
      <fieldset className={styles.subspecialties} aria-describedby={hintId}>
        <legend>{teamContent.subspecialtyLegend}</legend>
        <p id={hintId} className={styles.hint}>
          {teamContent.subspecialtyHint}
        </p>
        <div className={styles.toggles}>
          {buttons.map((subspecialty) => {
            const pressed = selected.includes(subspecialty);
            return (
              <Button
                key={subspecialty}
                variant="secondary"
                className={styles.toggle}
                aria-pressed={pressed}
                onClick={() => onToggle(subspecialty)}
              >
                {/* A box that gains a tick shows the pressed state without relying on colour (WCAG 1.4.1). */}
                <span aria-hidden="true" className={styles.tick}>
                  {pressed ? '✓' : ''}
                </span>
                {subspecialty}
              </Button>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}
