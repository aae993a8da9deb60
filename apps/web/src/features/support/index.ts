/** What other features may use of support: light hooks, helpers and components — never its pages. */
export { ContactSupportButton, SupportBadge, SupportUnreadCount } from './components/SupportLinks';
export { claimVisitorChat } from './data/identity';
