export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Polyglot-style lookup over the messages the server sent: %{name} placeholders, and `smart_count` choosing between
 * forms written 'one |||| many'. A missing key shows the key, so a gap is visible (a test also fails on it).
 */
export function translator(messages: Record<string, string>): Translate {
  return (key, params = {}) => {
    let text = messages[key] ?? key;
    if (text.includes('||||')) {
      const forms = text.split('||||').map((s) => s.trim());
      text = Number(params.smart_count) === 1 ? forms[0] : (forms[1] ?? forms[0]);
    }
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  };
}
