/** What other features may use of options: light hooks, helpers and components — never its pages. */
export { OptionsTrade } from './components/OptionsTicket';
