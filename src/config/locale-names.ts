/** What a locale is called and which way it is written, from Node's ICU, as Docusaurus derives them. */

/** A locale's name in its own language, capitalised as Docusaurus shows it in the locale menu (`Français`). */
export function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** Scripts written right to left (Arabic, Hebrew, Persian, Urdu...), as the locale's text info in Node's ICU says. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  try {
    return (new Intl.Locale(code) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
