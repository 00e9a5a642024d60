/** A mistake in an entity file: names the file and the JSON path inside it, so boot stops with a clear message. */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly jsonPath: string,
    readonly reason: string,
  ) {
    super(`Invalid entity file ${file} at ${jsonPath || '/'}: ${reason}`);
    this.name = 'SchemaError';
  }
}
