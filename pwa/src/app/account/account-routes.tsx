import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// None of these is a first screen: each loads when visited.
const LoginRoute = lazy(() => import('./login-route').then((module) => ({ default: module.LoginRoute })));
const RegisterRoute = lazy(() => import('./register-route').then((module) => ({ default: module.RegisterRoute })));
const ResetPasswordRoute = lazy(() => import('./reset-password-route').then((module) => ({ default: module.ResetPasswordRoute })));
const SuccessRoute = lazy(() => import('./success-route').then((module) => ({ default: module.SuccessRoute })));
const FailedRoute = lazy(() => import('./failed-route').then((module) => ({ default: module.FailedRoute })));
const ProfileRoute = lazy(() => import('./profile-route').then((module) => ({ default: module.ProfileRoute })));

/** The account routes of spec §2, rendered inside ShopLayout. */
export const accountRoutes: RouteObject[] = [
  { path: 'login', element: <LoginRoute /> },
  { path: 'register', element: <RegisterRoute /> },
  { path: 'resetPassword', element: <ResetPasswordRoute /> },
  { path: 'success/:status', element: <SuccessRoute /> },
  { path: 'failed/:status', element: <FailedRoute /> },
  { path: 'profile', element: <ProfileRoute /> },
];
