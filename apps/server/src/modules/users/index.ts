/*
 * Public surface of the users module: what other modules may use. Everything else (repository, mapper
 * internals) stays inside the module.
 */
export { usersRoutes } from './users.routes.js';
export {
  countUsers,
  createUser,
  listUsers,
  mayAssignTo,
  updateUser,
  usersByRole,
  usersForAssign,
} from './users.service.js';
export { toUser, toUserOption } from './users.mapper.js';
export { isUniqueViolation, manager, ruleColumns, type UserRuleRow } from './users.repository.js';
export { bootstrapAdmin, credentialsBanner, resetAdminPassword } from './bootstrap-admin.js';
