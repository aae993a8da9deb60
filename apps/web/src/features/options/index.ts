/** What other features may use of options: light hooks, helpers and components — never its pages. */
export { OPTIONS_ORDERS_PATH, OptionsTrade } from './components/OptionsTicket';
