/** The users list the user access page goes back to. */
export const USERS_LIST_PATH = '/connector_user';
