# Sourced by the project's scripts (build-wasm.sh, tools/*.sh): installs missing Debian packages
# when running as root, otherwise prints the exact command and stops. `apt-get update` runs at
# most once per script run, and only when something is missing.

_boardrules_apt_updated=0

# need_package CHECK PACKAGE: CHECK is a command name, or an absolute path (a glob is allowed)
# that must exist.
need_package() {
  local check=$1 package=$2
  if [[ $check == /* ]]; then
    compgen -G "$check" >/dev/null && return 0
  else
    command -v "$check" >/dev/null 2>&1 && return 0
  fi
  if [[ $(id -u) -ne 0 ]]; then
    echo "missing $package; install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $package" >&2
    exit 1
  fi
  if [[ $_boardrules_apt_updated -eq 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    _boardrules_apt_updated=1
  fi
  echo "installing $package"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
}
