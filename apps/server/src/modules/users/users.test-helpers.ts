import type { Headers, TestApp } from '../../test/test-app.js';

/**
 * `PUT /api/users` as `headers`: changes the user whose id `payload.id` gives to the other fields of
 * `payload` (name, role, active, picture, feature overrides, …); answers the response as sent.
 */
export function updateUser(t: TestApp, headers: Headers, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/users', headers, payload });
}
