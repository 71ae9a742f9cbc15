import * as migration_20261121_175723_initial from './20261121_175723_initial';

export const migrations = [
  {
    up: migration_20261121_175723_initial.up,
    down: migration_20261121_175723_initial.down,
    name: '20261121_175723_initial'
  },
];
