/** The admin navigation, in order. `adminOnly` screens are hidden from editors (the API refuses them too). */
export const ADMIN_NAV: readonly { to: string; label: string; end?: boolean; adminOnly?: boolean }[] = [
  { to: '/admin/', label: 'Dashboard', end: true },
  { to: '/admin/physicians/', label: 'Physicians' },
  { to: '/admin/news/', label: 'News' },
  { to: '/admin/locations/', label: 'Locations' },
  { to: '/admin/numbers/', label: 'Phone numbers' },
  { to: '/admin/contacts/', label: 'Practice contacts' },
  { to: '/admin/quick-facts/', label: 'Quick facts' },
  { to: '/admin/testimonials/', label: 'Testimonials' },
  { to: '/admin/rotator/', label: 'Home banner' },
  { to: '/admin/outreach/', label: 'Outreach events' },
  { to: '/admin/settings/', label: 'Site settings' },
  { to: '/admin/messages/', label: 'Messages' },
  { to: '/admin/users/', label: 'Users', adminOnly: true },
  { to: '/admin/deploy-tokens/', label: 'Deploy tokens', adminOnly: true },
  { to: '/admin/audit/', label: 'Audit log', adminOnly: true },
  { to: '/admin/account/', label: 'Your account' },
];
