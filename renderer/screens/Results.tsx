import { ComingSoon } from '../components/ComingSoon';

export function Results() {
  return <ComingSoon screen="results" />;
}
