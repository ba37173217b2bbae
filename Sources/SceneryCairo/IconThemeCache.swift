#if canImport(Glibc)
import Glibc
#endif

/// Reads a theme's `icon-theme.cache` (the hash table `gtk-update-icon-cache` writes), so
/// finding an icon — or learning that a theme has none — is one hash lookup instead of a
/// search through every size and context directory.
///
/// Layout (big-endian): header `major u16, minor u16, hashOffset u32, directoryListOffset
/// u32`; hash `bucketCount u32, bucket offsets u32…` to chains of `next u32, nameOffset u32,
/// imageListOffset u32`; image list `count u32, (directoryIndex u16, flags u16, data u32)…`;
/// directory list `count u32, nameOffset u32…`.
final class IconThemeCache {
    /// One rendition of an icon in the theme.
    struct Rendition {
        /// The directory relative to the theme, e.g. `48x48/places`.
        var directory: String
        /// The pixel size the directory holds (nil for `scalable`).
        var pixelSize: Int?
        var hasPNG: Bool
    }

    private let base: UnsafeRawPointer
    private let length: Int
    private var directories: [String] = []

    /// Maps the cache file at `path`, or returns nil if it is missing or not a version 1
    /// cache.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size >= 12 else { return nil }
        let length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(mapped)
        self.length = length
        guard u16(0) == 1 else {
            munmap(mapped, length)
            return nil
        }
        var names: [String] = []
        if let listOffset = u32(8), let count = u32(Int(listOffset)), count < 100_000 {
            for i in 0..<Int(count) {
                guard let nameOffset = u32(Int(listOffset) + 4 + 4 * i), let name = string(Int(nameOffset)) else { break }
                names.append(name)
            }
        }
        directories = names
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

    /// The renditions of `name`, or an empty list when the theme does not have it.
    func renditions(of name: String) -> [Rendition] {
        guard let hashOffset = u32(4).map(Int.init), let buckets = u32(hashOffset), buckets > 0 else { return [] }
        let bucket = Int(Self.hash(name) % buckets)
        guard var entry = u32(hashOffset + 4 + 4 * bucket) else { return [] }
        var steps = 0
        while entry != 0xffff_ffff && steps < 10_000 {
            steps += 1
            guard let next = u32(Int(entry)), let nameOffset = u32(Int(entry) + 4),
                  let imagesOffset = u32(Int(entry) + 8) else { return [] }
            if string(Int(nameOffset)) == name {
                guard let count = u32(Int(imagesOffset)), count < 1000 else { return [] }
                return (0..<Int(count)).compactMap { i in
                    let at = Int(imagesOffset) + 4 + 8 * i
                    guard let index = u16(at), let flags = u16(at + 2), Int(index) < directories.count else { return nil }
                    let directory = directories[Int(index)]
                    let size = directory.split(separator: "/").first.flatMap { part in
                        part.split(separator: "x").first.flatMap { Int($0) }
                    }
                    return Rendition(directory: directory, pixelSize: size, hasPNG: flags & 4 != 0)
                }
            }
            entry = next
        }
        return []
    }

    /// GTK's icon name hash.
    static func hash(_ name: String) -> UInt32 {
        let bytes = Array(name.utf8)
        guard var h = bytes.first.map({ UInt32(bitPattern: Int32(Int8(bitPattern: $0))) }) else { return 0 }
        for byte in bytes.dropFirst() {
            h = (h << 5) &- h &+ UInt32(bitPattern: Int32(Int8(bitPattern: byte)))
        }
        return h
    }

    private func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= length else { return nil }
        return UInt16(base.load(fromByteOffset: offset, as: UInt8.self)) << 8
            | UInt16(base.load(fromByteOffset: offset + 1, as: UInt8.self))
    }

    private func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= length else { return nil }
        var value: UInt32 = 0
        for i in 0..<4 { value = value << 8 | UInt32(base.load(fromByteOffset: offset + i, as: UInt8.self)) }
        return value
    }

    private func string(_ offset: Int) -> String? {
        guard offset >= 0, offset < length else { return nil }
        var end = offset
        while end < length && base.load(fromByteOffset: end, as: UInt8.self) != 0 { end += 1 }
        guard end < length else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: base + offset, count: end - offset), as: UTF8.self)
    }
}
