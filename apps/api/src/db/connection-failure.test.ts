import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure';

/** An error as node-postgres makes it from the server's ErrorResponse: its SQLSTATE in `code`. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('a connection failure, told from a query error', () => {
  it('is a refused connection, as node-postgres reports it', async () => {
    // Nothing listens on port 1.
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/plaza' });
    const error: unknown = await client.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionFailure(error)).toBe(true);
  });

  it('is a cut socket, a lost or unobtainable connection, or the server shutting down or starting up', () => {
    const cut = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isConnectionFailure(cut)).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionFailure(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionFailure(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionFailure(serverError('57P02', 'terminating connection because of crash of another server process'))).toBe(true);
    expect(isConnectionFailure(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionFailure(serverError('08006', 'connection failure'))).toBe(true);
    expect(isConnectionFailure(serverError('08P01', 'protocol violation'))).toBe(true);
    // Both of localhost's addresses refused, and a failure wrapped by the code that met it.
    expect(isConnectionFailure(new AggregateError([cut, cut]))).toBe(true);
    expect(isConnectionFailure(new Error('Failed query: select 1', { cause: cut }))).toBe(true);
  });

  it('is not an error of the query itself, which another server would answer the same', () => {
    expect(isConnectionFailure(serverError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isConnectionFailure(serverError('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isConnectionFailure(serverError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionFailure(serverError('40001', 'canceling statement due to conflict with recovery'))).toBe(false);
    expect(isConnectionFailure(new Error('Query read timeout'))).toBe(false);
    expect(isConnectionFailure('Connection terminated')).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });
});
