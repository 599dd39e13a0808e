import Foundation

/// The previews compiled into this process: every `#Preview` and every `PreviewProvider`, found
/// through the Swift runtime's records of protocol conformances (as Xcode finds them), so a
/// package declares previews without registering them anywhere.
public enum PreviewRegistry {
    /// A type that declares previews, and the module it is in.
    public struct Declaring {
        public var module: String
        public var typeName: String
        public var type: Any.Type
    }

    /// The `#Preview` expansions and `PreviewProvider`s of `modules` (all modules when nil), each once.
    public static func types(in modules: Set<String>? = nil) -> [Declaring] {
        types(conformingTo: ["PreviewProvider", "_PreviewRegistration"], declaredIn: "SwiftUI", in: modules)
    }

    /// The non-generic types of `modules` (all when nil) that conform to a protocol named in
    /// `protocols` of `protocolModule`, each once: the widgets of a process (`Widget`, `WidgetKit`).
    package static func types(conformingTo protocols: Set<String>, declaredIn protocolModule: String,
                              in modules: Set<String>? = nil) -> [Declaring] {
        var found: [Declaring] = []
        var seen: Set<ObjectIdentifier> = []
        for record in ConformanceRecords.all() where record.protocolModule == protocolModule
            && record.protocolName.map(protocols.contains) == true {
            guard let type = record.type(), let module = record.typeModule,
                  modules?.contains(module) ?? true, seen.insert(ObjectIdentifier(type)).inserted else { continue }
            found.append(Declaring(module: module, typeName: record.typeName ?? "\(type)", type: type))
        }
        return found
    }
}

/// The `swift5_protocol_conformances` records of every loaded image, read as the runtime lays
/// them out (swift/ABI/Metadata.h: relative pointers to conformance, protocol and type
/// context descriptors).
struct ConformanceRecords {
    let descriptor: UnsafeRawPointer

    static func all() -> [ConformanceRecords] {
        final class Box { var records: [ConformanceRecords] = [] }
        let box = Box()
        withExtendedLifetime(box) {
            swift_enumerateAllMetadataSections({ sections, context in
                let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
                // MetadataSections: four words, then (start, length) ranges: swift5_protocols, swift5_protocol_conformances, …
                let range = sections + 6 * MemoryLayout<UInt>.size
                guard let start = UnsafeRawPointer(bitPattern: range.load(as: UInt.self)) else { return true }
                let length = (range + MemoryLayout<UInt>.size).load(as: Int.self)
                for offset in stride(from: 0, to: length, by: 4) {
                    if let descriptor = relative(start + offset) { box.records.append(ConformanceRecords(descriptor: descriptor)) }
                }
                return true
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.records
    }

    var protocolDescriptor: UnsafeRawPointer? { indirectable(descriptor) }
    var protocolName: String? { protocolDescriptor.flatMap { name(of: $0) } }
    var protocolModule: String? { protocolDescriptor.flatMap { module(of: $0) } }

    /// The conforming type's context descriptor, for direct and indirect type references.
    var typeDescriptor: UnsafeRawPointer? {
        let kind = ((descriptor + 12).load(as: UInt32.self) >> 3) & 0x7
        switch kind {
        case 0: return relative(descriptor + 4)
        case 1: return relative(descriptor + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
        default: return nil
        }
    }
    var typeName: String? { typeDescriptor.flatMap { name(of: $0) } }
    var typeModule: String? { typeDescriptor.flatMap { module(of: $0) } }

    /// The conforming type, when it is a non-generic struct, enum or class.
    func type() -> Any.Type? {
        guard let type = typeDescriptor else { return nil }
        let flags = type.load(as: UInt32.self)
        guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0, let accessor = relative(type + 12) else { return nil }
        let access = unsafeBitCast(accessor, to: (@convention(thin) (Int) -> (UnsafeRawPointer, Int)).self)
        return unsafeBitCast(access(0).0, to: Any.Type.self)
    }

    private func name(of context: UnsafeRawPointer) -> String? {
        relative(context + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The module a context descriptor is declared in, through its parents (types, extensions, private scopes).
    private func module(of context: UnsafeRawPointer) -> String? {
        var current = context
        for _ in 0..<64 {
            if current.load(as: UInt32.self) & 0x1F == 0 { return name(of: current) }
            guard let parent = indirectable(current + 4) else { return nil }
            current = parent
        }
        return nil
    }
}

private func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
}

/// A relative pointer whose low bit marks an indirect one (through a pointer the loader fills in).
private func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    guard offset & 1 == 1 else { return offset == 0 ? nil : field + Int(offset) }
    return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool, _ context: UnsafeMutableRawPointer)
