import { ComingSoon } from '../components/ComingSoon';

export function Practice() {
  return <ComingSoon screen="practice" />;
}
