import { useCallback, useState } from 'react';
import { vars } from '@rigsmith/kit';

/** Every `--rs-*` variable of the theme contract, read from `vars` so the list cannot go stale. */
export function themeVariableNames(contract: object = vars): string[] {
  return Object.values(contract).flatMap((value: unknown) =>
    typeof value === 'string' ? [value.replace(/^var\((--[^,)]+).*\)$/, '$1')] : themeVariableNames(value as object),
  );
}

const themes = ['default', 'ember'] as const;

/** A table of the variables with their values in each bundled theme, as the browser resolves them. */
export function ThemeVariables() {
  const [values, setValues] = useState<Record<string, Record<string, string>>>({});
  // Read once the probes are in the page: each resolves the variables under its theme.
  const measure = useCallback((probes: HTMLElement | null) => {
    if (!probes) return;
    const read: Record<string, Record<string, string>> = {};
    for (const probe of probes.querySelectorAll<HTMLElement>('[data-rs-theme]')) {
      const style = getComputedStyle(probe);
      read[probe.dataset.rsTheme!] = Object.fromEntries(themeVariableNames().map((name) => [name, style.getPropertyValue(name).trim()]));
    }
    setValues(read);
  }, []);
  return (
    <>
      <div ref={measure} hidden>
        {themes.map((theme) => (
          <span key={theme} data-rs-theme={theme} />
        ))}
      </div>
      <table>
        <caption>Theme variables and their values in the bundled themes</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            {themes.map((theme) => (
              <th key={theme} scope="col">
                {theme}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {themeVariableNames().map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              {themes.map((theme) => (
                <td key={theme}>
                  <code>{values[theme]?.[name] ?? ''}</code>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
