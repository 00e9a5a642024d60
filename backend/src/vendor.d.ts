// postgres-date ships no types: node-postgres parses dates and timestamps with it, and so does the embedded engine.
declare module 'postgres-date' {
  export default function parseDate(text: string): Date | number | null;
}
