/**
 * User-facing texts fixed by the spec (§5 validation, §8 catalogue). The web translates them by key;
 * the English text is the spec's exact wording and is what the API returns in `message`.
 */
export const VALIDATION = {
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  phoneNumber: 'Phone Number must be 10 digits',
  email: 'Wrong email',
  country: 'Country is required',
  campaignName: 'Campaign Name is required and must not contain spaces',
  description: 'DESCRIPTION is required',
  required: 'Required',
  passwordTooShort: 'Password must be at least 8 characters',
  name: 'Name is required',
} as const;

export const MESSAGES = {
  loginSuccess: 'Login successfully!',
  loginFailed: 'Invalid email or password!',
  forgotPasswordSent: 'A mail has been sent on your email address with reset password link.',
  signUpCreated: 'Your account has been created. An administrator must activate it before you can sign in.',
  passwordReset: 'Your password has been changed. You can sign in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  accountInactive: 'Your account is not active yet. An administrator must activate it.',
  userAdded: 'User has been added Successfully!',
  leadAdded: 'Lead has been added Successfully!',
  leadUpdated: 'Lead has been Updated!',
  commentAdded: 'Comment has been added Successfully!',
  statusChanged: 'Status changed Successfully!',
  funnelChanged: 'Funnel changed Successfully!',
  leadsAssigned: 'Leads Assigned Successfully',
  leadsDeleted: 'Leads Deleted Successfully',
  csvError: 'Error preparing csv',
  wrongLeads: 'Wrong/Duplicate Leads',
  notFound: 'Oops, something went wrong. Page not found!',
  genericError: 'ERROR',
} as const;
