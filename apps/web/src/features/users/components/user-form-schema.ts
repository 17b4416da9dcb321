import {
  PASSWORD_MIN_LENGTH,
  RoleSchema,
  UserCreateSchema,
  MSG,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@leadhouse/domain';
import { z } from 'zod';

/**
 * The user dialog's form: domain fields (name, email, role, active) plus text inputs for the nullable
 * ones. The password is required on create and optional (empty keeps it) on edit.
 */
export function userFormSchema(isNew: boolean) {
  return z.object({
    name: UserCreateSchema.shape.name,
    email: UserCreateSchema.shape.email,
    password: z
      .string()
      .max(1024)
      .refine(
        (v) => (!isNew && v === '') || v.length >= PASSWORD_MIN_LENGTH,
        MSG.validation.passwordTooShort,
      ),
    role: RoleSchema,
    stageName: z.string().trim().max(120),
    managerId: z.string(),
    active: z.boolean(),
  });
}
export type UserForm = z.output<ReturnType<typeof userFormSchema>>;
export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;

/** Form values for a new user or an existing one. */
export function userFormDefaults(user: User | null): UserFormInput {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'sales',
    stageName: user?.stageName ?? '',
    managerId: user?.managerId ?? '',
    active: user?.active ?? true,
  };
}

/** The fields that create and update send alike: an empty stage name or manager goes as `null`. */
function userFields(form: UserForm): Omit<UserCreate, 'password'> {
  return {
    name: form.name,
    email: form.email,
    role: form.role,
    stageName: form.stageName || null,
    managerId: form.managerId || null,
    active: form.active,
  };
}

/** `POST /api/users` body from the form. */
export function toUserCreate(form: UserForm): UserCreate {
  return { ...userFields(form), password: form.password };
}

/** `PUT /api/users` body from the form (the password only when typed). */
export function toUserUpdate(id: string, form: UserForm): UserUpdate {
  return { id, ...userFields(form), ...(form.password ? { password: form.password } : {}) };
}
