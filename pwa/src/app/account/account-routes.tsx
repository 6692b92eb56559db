import type { RouteObject } from 'react-router-dom';
import { lazyWithQueries } from '../lazy-with-queries';

// None of these is a first screen: each loads when visited.
const LoginRoute = lazyWithQueries(async () => (await import('./login-route')).LoginRoute);
const RegisterRoute = lazyWithQueries(async () => (await import('./register-route')).RegisterRoute);
const ResetPasswordRoute = lazyWithQueries(async () => (await import('./reset-password-route')).ResetPasswordRoute);
const SuccessRoute = lazyWithQueries(async () => (await import('./success-route')).SuccessRoute);
const FailedRoute = lazyWithQueries(async () => (await import('./failed-route')).FailedRoute);
const ProfileRoute = lazyWithQueries(async () => (await import('./profile-route')).ProfileRoute);

/** The account routes of spec §2, rendered inside ShopLayout. */
export const accountRoutes: RouteObject[] = [
  { path: 'login', element: <LoginRoute /> },
  { path: 'register', element: <RegisterRoute /> },
  { path: 'resetPassword', element: <ResetPasswordRoute /> },
  { path: 'success/:status', element: <SuccessRoute /> },
  { path: 'failed/:status', element: <FailedRoute /> },
  { path: 'profile', element: <ProfileRoute /> },
];
