# Puts a supported Node.js first on PATH, from the npm registry, for the project's own scripts (.ci/run, or a
# developer whose machine has an older Node). Source it: `source scripts/supported-node/fetch.sh [24|22]` (default 24).
#
# The registry's `node-<os>-<arch>` package (what the `node` package installs) carries the binary and the headers
# native addons build against (better-sqlite3 here), so npm_config_nodedir points node-gyp at that Node's own
# headers, never at another Node's. Each version is unpacked once into a cache folder, outside the repository:
# SUPPORTED_NODE_CACHE, else $XDG_CACHE_HOME/backoffice-console/node, else ~/.cache/backoffice-console/node.
# The system's Node is left as it is.

# The patch release of each supported line that the project is tested on. engines in package.json names the lines.
declare -A SUPPORTED_NODE_RELEASES=([24]=24.21.0 [22]=22.23.3)

supported_node_line="${1:-24}"
supported_node_version="${SUPPORTED_NODE_RELEASES[$supported_node_line]:-}"
if [ -z "$supported_node_version" ]; then
  echo "supported-node/fetch.sh: no supported Node.js line '${supported_node_line}' (supported: ${!SUPPORTED_NODE_RELEASES[*]})" >&2
  return 1 2>/dev/null || exit 1
fi

case "$(uname -m)" in
  x86_64) supported_node_arch=x64 ;;
  aarch64 | arm64) supported_node_arch=arm64 ;;
  *) supported_node_arch="$(uname -m)" ;;
esac
supported_node_package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-${supported_node_arch}"
supported_node_cache="${SUPPORTED_NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/backoffice-console/node}"
supported_node_home="${supported_node_cache}/${supported_node_version}"

if [ ! -x "${supported_node_home}/bin/node" ] || [ ! -f "${supported_node_home}/include/node/node_api.h" ]; then
  echo "Fetching Node.js ${supported_node_version} (${supported_node_package}) from the npm registry into ${supported_node_cache}" >&2
  mkdir -p "$supported_node_cache"
  supported_node_unpack="$(mktemp -d "${supported_node_cache}/.unpack-XXXXXX")"
  # npm pack checks the tarball against the registry's integrity hash.
  if (cd "$supported_node_unpack" && npm pack "${supported_node_package}@${supported_node_version}" --silent >/dev/null) &&
    tar -xzf "${supported_node_unpack}/${supported_node_package}-${supported_node_version}.tgz" -C "$supported_node_unpack"; then
    rm -rf "$supported_node_home"
    mv "${supported_node_unpack}/package" "$supported_node_home"
    rm -rf "$supported_node_unpack"
  else
    rm -rf "$supported_node_unpack"
    echo "supported-node/fetch.sh: could not fetch ${supported_node_package}@${supported_node_version} from the npm registry" >&2
    return 1 2>/dev/null || exit 1
  fi
fi

export PATH="${supported_node_home}/bin:${PATH}"
# node-gyp builds native addons against this Node's headers (the machine's npm config may name another Node's).
export npm_config_nodedir="$supported_node_home"
hash -r
echo "Node.js $(node --version) at ${supported_node_home}/bin/node" >&2
