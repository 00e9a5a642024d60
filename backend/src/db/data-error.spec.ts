import { describeError } from '../common/error.filter.js';
import { isDataError } from './data-error.js';

describe('isDataError', () => {
  test('SQLSTATE class 22 from the driver or copied by TypeORM is a data error; other classes are not', () => {
    for (const code of ['22003', '22007', '22008', '22P02', '22021', '22001']) {
      expect([code, isDataError({ code }), isDataError({ driverError: { code } })]).toEqual([code, true, true]);
    }
    for (const err of [{ code: '23505' }, { code: '08006' }, { code: 'ECONNRESET' }, new Error('22003'), undefined])
      expect(isDataError(err)).toBe(false);
  });

  test('the error filter answers such an error as a translated 400, whatever path threw it', () => {
    expect(describeError({ code: '22003', message: 'value "2147483648" is out of range for type integer' })).toEqual({
      status: 400,
      key: 'common.error.invalidvalue',
      details: [],
      params: {},
    });
  });
});
