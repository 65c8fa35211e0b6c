"""A PEP 517 build backend for the rewind package in build/python: it zips the package the
CMake build made (rewind/*.py and the extension rewind/_rewind*.so) into a wheel. Nothing
is compiled here and nothing is fetched."""
import base64
import hashlib
import os
import sys
import sysconfig
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _version():
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("version"):
                return line.split("=", 1)[1].strip().strip('"')
    raise RuntimeError("pyproject.toml has no version")


def _tag():
    py = f"cp{sys.version_info.major}{sys.version_info.minor}"
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{py}-{py}-{plat}"


def _files():
    pkg = os.path.join(HERE, "rewind")
    names = sorted(os.listdir(pkg))
    if not any(n.startswith("_rewind") and n.endswith(".so") for n in names):
        raise RuntimeError(f"no extension in {pkg}: build the project first (cmake --build build)")
    return [os.path.join("rewind", n) for n in names if n.endswith((".py", ".so"))]


def _metadata(version):
    return ("Metadata-Version: 2.1\nName: rewind\nVersion: " + version + "\n"
            "Summary: Rewind: an exact, forkable, fast engine for two-player card games\n"
            "Requires-Python: >=3.11\nRequires-Dist: numpy\n")


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = f"rewind-{_version()}.dist-info"
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    with open(os.path.join(metadata_directory, info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata(_version()))
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version, tag = _version(), _tag()
    info = f"rewind-{version}.dist-info"
    name = f"rewind-{version}-{tag}.whl"
    record = []

    def add(zf, arcname, data):
        zf.writestr(arcname, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")

    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as zf:
        for rel in _files():
            with open(os.path.join(HERE, rel), "rb") as f:
                add(zf, rel, f.read())
        add(zf, f"{info}/METADATA", _metadata(version).encode())
        add(zf, f"{info}/WHEEL", (f"Wheel-Version: 1.0\nGenerator: rewind_build\n"
                                  f"Root-Is-Purelib: false\nTag: {tag}\n").encode())
        record.append(f"{info}/RECORD,,")
        zf.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return name
