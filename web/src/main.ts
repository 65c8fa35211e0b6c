import './style.css';
import { lobbyPage } from './lobby';
import { playPage } from './play';
import { replayPage } from './replay';
import { setRoutes, show } from './router';

const root = document.getElementById('app')!;

setRoutes((path, q) => {
  const m = path.match(/^\/(play|watch|replay)\/([0-9a-f]+)\/?$/);
  if (m && m[1] === 'replay') {
    document.title = `Replay ${m[2]} · Rewind`;
    return replayPage(root, m[2], q.get('seat') ?? 'p1', Number(q.get('frame') ?? NaN));
  }
  if (m) {
    document.title = `${m[1] === 'watch' ? 'Watching' : 'Game'} ${m[2]} · Rewind`;
    return playPage(root, m[2], q.get('token') ?? '', m[1] === 'watch');
  }
  document.title = 'Rewind';
  return lobbyPage(root);
});
show();
