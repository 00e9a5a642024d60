import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './unavailable.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost, refused or exhausted connection', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite: waited over 30000 ms for the database connection'))).toBe(true);
  });

  it('looks inside TypeORM’s wrapper and a failed connect to several addresses', () => {
    const killed = pgError('57P01', 'terminating connection due to administrator command');
    expect(isDatabaseUnavailable(new QueryFailedError('UPDATE x', [], killed))).toBe(true);
    const refused = pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432');
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
    // The connection failed between two statements of a transaction: TypeORM had already released its runner.
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it('leaves statement errors and other failures alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('ENOENT', 'no such file or directory'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    // Another service out of reach is not the database.
    const fetchFailed = new TypeError('fetch failed', { cause: pgError('ECONNREFUSED', 'connect ECONNREFUSED') });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
