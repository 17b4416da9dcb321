import { describe, expect, it } from 'vitest';
import { toUserCreate, toUserUpdate, type UserForm } from './user-form-schema';

const form: UserForm = {
  name: 'Dana Levi',
  email: 'dana@example.com',
  password: 'secret-pass-1',
  role: 'sales',
  stageName: '',
  managerId: 'manager-1',
  active: true,
};

describe('user form bodies', () => {
  it('creates with every field, an empty stage name as null', () => {
    expect(toUserCreate(form)).toEqual({
      name: 'Dana Levi',
      email: 'dana@example.com',
      password: 'secret-pass-1',
      role: 'sales',
      stageName: null,
      managerId: 'manager-1',
      active: true,
    });
  });

  it('updates with the id, and the password only when one is typed', () => {
    expect(toUserUpdate('user-1', { ...form, password: '', managerId: '', stageName: 'Dee' })).toEqual({
      id: 'user-1',
      name: 'Dana Levi',
      email: 'dana@example.com',
      role: 'sales',
      stageName: 'Dee',
      managerId: null,
      active: true,
    });
    expect(toUserUpdate('user-1', form)).toMatchObject({ id: 'user-1', password: 'secret-pass-1' });
  });
});
