import { ComingSoon } from '../components/ComingSoon';

export function Exam() {
  return <ComingSoon screen="exam" />;
}
