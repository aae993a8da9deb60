import UnderDevelopment from '../common/UnderDevelopment';

/** Placeholder until issue 15's screen lands. */
export default function IeoList() {
  return <UnderDevelopment />;
}
