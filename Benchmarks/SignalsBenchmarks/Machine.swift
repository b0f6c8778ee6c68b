#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where and how the benchmarks were built and run, for the header of the report.
struct Machine {
    let configuration: String
    let toolchain: String
    let cores: Int
    let date: String
    let system: String
    let processor: String?

    static func current() -> Machine {
        #if DEBUG
            let configuration = "debug (numbers are meaningless; use -c release)"
        #else
            let configuration = "release"
        #endif
        return Machine(
            configuration: configuration,
            toolchain: compilerVersion,
            cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
            date: utcDate(),
            system: unameSummary(),
            processor: processorModel()
        )
    }

    private static var compilerVersion: String {
        #if compiler(>=6.4)
            "Swift compiler >= 6.4"
        #elseif compiler(>=6.3.1)
            "Swift compiler 6.3.1+"
        #elseif compiler(>=6.3)
            "Swift compiler 6.3"
        #elseif compiler(>=6.2)
            "Swift compiler 6.2"
        #else
            "Swift compiler < 6.2"
        #endif
    }

    private static func utcDate() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M UTC", &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func unameSummary() -> String {
        var names = utsname()
        uname(&names)
        func field<T>(_ value: inout T) -> String {
            withUnsafeBytes(of: &value) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return "\(field(&names.sysname)) \(field(&names.release)) \(field(&names.machine))"
    }

    /// The processor's model name from /proc/cpuinfo, where there is one.
    private static func processorModel() -> String? {
        guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            guard text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") else { continue }
            return String(text[text.index(after: colon)...].drop { $0 == " " }.filter { $0 != "\n" })
        }
        return nil
    }
}
