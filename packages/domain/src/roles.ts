/** The accounts that run Plaza (decision 028): an admin, and a moderator who works the console's queue. */
export const OPERATOR_ROLES = ['admin', 'moderator'] as const;

/** Whether an account is one of Plaza's operators: the console opens for it, the storefront does not. */
export const isOperator = (role: string): boolean => (OPERATOR_ROLES as readonly string[]).includes(role);
