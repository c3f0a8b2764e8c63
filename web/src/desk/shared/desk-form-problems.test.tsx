// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldProblems } from './desk-form.ts';

afterEach(cleanup);

describe("a desk form's problems", () => {
  it('drops the problem of a changed field and of the fields within it, not those of its neighbours', () => {
    const { result } = renderHook(() => useFieldProblems<string>());
    const key = 'deskFieldError_invalid';
    act(() =>
      result.current.report([
        { field: 'layouts.trip', key },
        { field: 'layouts.trip.1.fieldname', key },
        { field: 'layouts.trip10', key },
        { field: 'layouts.userinfo.0.minlen', key },
      ]),
    );
    act(() => result.current.clear('layouts.trip'));
    expect(result.current.problems.map((problem) => problem.field)).toEqual([
      'layouts.trip10',
      'layouts.userinfo.0.minlen',
    ]);
  });
});
