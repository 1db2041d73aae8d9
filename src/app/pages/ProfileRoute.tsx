// The profile page with the team section: features do not import each other, so the app
// composes them.
import { ProfilePage } from '../../features/profile/ProfilePage';
import { TeamCard } from '../../features/team/TeamCard';

export function ProfileRoute() {
  return <ProfilePage teamCard={<TeamCard />} />;
}
