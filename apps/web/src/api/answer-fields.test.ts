import { describe, expect, it } from 'vitest';
import { stringFields } from './answer-fields';

type User = { id: string; email: string; name: string; role: string };
const user = stringFields<User>('GET /api/market/auth', ['id', 'email', 'name', 'role']);

describe('stringFields', () => {
  it('passes an answer with every named field a string, other fields as they came', () => {
    const answer = { id: 'u1', email: 'a@b.cu', name: 'Ana', role: 'customer', extra: 3 };
    expect(user.parse(answer)).toBe(answer);
  });

  it('refuses anything else, naming the fields that are wrong', () => {
    expect(() => user.parse({ id: 'u1', email: 'a@b.cu', name: null, role: 7 })).toThrow('GET /api/market/auth: the answer lacks name, role');
    for (const wrong of [null, undefined, 'text', 42, [], { success: false, message: 'No autorizado' }])
      expect(() => user.parse(wrong), JSON.stringify(wrong)).toThrow(TypeError);
  });
});
