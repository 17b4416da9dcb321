import { routesTagged } from '../contract.js';
import { MeResponseSchema } from '../auth.js';
import { PoolOptionListResponseSchema } from '../pools.js';
import {
  UserCreateSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserOptionListResponseSchema,
  UserSchema,
  UserUpdateSchema,
} from '../users.js';
import { restResource } from './rest.js';

/*
 * Users routes (spec §7 "Authentication and users"). Managing users needs the `users` feature; the pickers
 * (assignees, managers, pools) need `leads`; `me` any signed-in user. The by-role pickers
 * (`getActiveSales`, `getAllSalesManagers`, `getAllSuperSalesManagers`) also need a manager role (admin,
 * super sales manager, sales manager; else 403); `getUsersForAssign` lists only whom the caller may assign
 * to (empty for affiliates and integration users). Which roles an actor may create or
 * change is the role predicate `canManageRole` (roles.ts), applied by the service.
 */

const tag = 'users';
const route = routesTagged(tag);
const manage = { feature: 'users' } as const;
const picker = { feature: 'leads' } as const;
const users = restResource(tag, 'users', '/users', manage);

/** A picker route: `GET /users/<name>` (id `users.<name>`) answering `{rows, count}` of user options. */
function userPicker<const Name extends string>(name: Name, summary: string) {
  return route(`users.${name}`, `GET /users/${name}`, {
    access: picker,
    summary,
    responses: { 200: UserOptionListResponseSchema },
  });
}

export const userRoutes = {
  list: users.list(
    'List users (page, limit 40, keywords, sortBy, role, active); exact count; non-admins see themselves ' +
      'and the users they may manage (`canManageUser`: their team, roles below their own)',
    UserListResponseSchema,
    { query: UserListQuerySchema },
  ),
  create: users.create(
    'Create a user (a role strictly below the caller’s, unless admin); a non-admin’s user goes under a ' +
      'manager of its team (itself by default)',
    UserCreateSchema,
    UserSchema,
    { extraErrors: [404, 409] },
  ),
  update: route('users.update', 'PUT /users', {
    access: manage,
    summary:
      'Update a user by id (also password, activate/deactivate, role and manager; revokes tokens when ' +
      'needed); 404 for a user outside the caller’s team; a manager must outrank the user and be in the team',
    body: UserUpdateSchema,
    responses: { 200: UserSchema },
    extraErrors: [404, 409],
  }),
  me: route('users.me', 'GET /users/me', {
    access: 'signedIn',
    summary: 'The signed-in user, static data and allowed features',
    responses: { 200: MeResponseSchema },
  }),
  getActiveSales: userPicker('getActiveSales', 'Active sales users (managers and admins only)'),
  getAllSalesManagers: userPicker('getAllSalesManagers', 'Active sales managers (managers and admins only)'),
  getAllSuperSalesManagers: userPicker(
    'getAllSuperSalesManagers',
    'Active super sales managers (managers and admins only)',
  ),
  getUsersForAssign: userPicker('getUsersForAssign', 'Users the caller may assign leads to'),
  getPoolsForAssign: route('users.getPoolsForAssign', 'GET /users/getPoolsForAssign', {
    access: picker,
    summary: 'Active pools the caller may assign leads to (admin: all; managers: their team’s pools)',
    responses: { 200: PoolOptionListResponseSchema },
  }),
} as const;
