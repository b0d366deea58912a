/** The id of the mobile menu drawer, for the Menu button's aria-controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
