import { useNavigate } from '@tanstack/react-router';
import type { Plan } from '../../../shared/plans';

/** The three ways the landing page sends a visitor to /auth. */
export function useOpenAuth() {
  const navigate = useNavigate();
  return {
    signIn: () => navigate({ to: '/auth', state: { isLogin: true } }),
    signUp: () => navigate({ to: '/auth', state: { isLogin: false } }),
    choosePlan: (plan: Plan['id']) => navigate({ to: '/auth', search: { plan }, state: { isLogin: false } }),
  };
}
