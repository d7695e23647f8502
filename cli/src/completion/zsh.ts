import type { Command } from 'commander';
import { completionNodes } from './command-tree.ts';

/** One `name:description` entry of a zsh array, quoted for the script. */
const entry = (name: string, description: string) => `'${`${name}:${description.replace(/:/g, '\\:')}`.replace(/'/g, "'\\''")}'`;

/** A zsh completion function (#compdef): subcommands and options, each with its description. */
export function zshCompletion(root: Command): string {
  const cases = completionNodes(root)
    .map((node) => {
      const subcommands = node.subcommands.map((subcommand) => entry(subcommand.name, subcommand.description));
      const options = node.options.map((option) => entry(option.flag, option.description));
      return `    "${node.path.join(' ')}")\n      subcommands=(${subcommands.join(' ')})\n      options=(${options.join(' ')}) ;;`;
    })
    .join('\n');
  // `node`, not `path`: in zsh, path is tied to PATH.
  return `#compdef chipmart
# chipmart completion for zsh: save it as _chipmart in a folder of $fpath, for example
#   chipmart completion zsh > "\${fpath[1]}/_chipmart"
_chipmart() {
  local node="" word index
  local -a subcommands options
  for ((index = 2; index < CURRENT; index++)); do
    word="\${words[index]}"
    [[ "$word" == -* ]] && continue
    _chipmart_node "$node"
    (( \${subcommands[(I)$word:*]} )) && node="\${node:+$node }$word"
  done
  _chipmart_node "$node"
  if [[ "\${words[CURRENT]}" == -* || \${#subcommands} -eq 0 ]]; then
    _describe 'option' options
  else
    _describe 'command' subcommands
  fi
}
_chipmart_node() {
  subcommands=() options=()
  case "$1" in
${cases}
  esac
}
_chipmart "$@"
`;
}
