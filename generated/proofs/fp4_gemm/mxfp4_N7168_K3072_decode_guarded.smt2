; obligation 0: T.copy read sa[by * 64, 0] (64 x 24) | dim 0 lower: by * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* by 64) 0)))
(check-sat)

; obligation 1: T.copy read sa[by * 64, 0] (64 x 24) | dim 0 upper: by * 64 + 64 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* by 64) 64) M)))
(check-sat)

; obligation 2: T.copy read sa[by * 64, 0] (64 x 24) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read sa[by * 64, 0] (64 x 24) | dim 1 upper: 0 + 24 <= 24
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read sa[by * 64, 0] (64 x 24) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* by 64) 64) 1) 24)))
  (not (< (+ 0 a!1 23) 2147483648))))
(check-sat)

; obligation 5: T.copy read sb[bx * 32, 0] (32 x 96) | dim 0 lower: bx * 32 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* bx 32) 0)))
(check-sat)

; obligation 6: T.copy read sb[bx * 32, 0] (32 x 96) | dim 0 upper: bx * 32 + 32 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* bx 32) 32) 7168)))
(check-sat)

; obligation 7: T.copy read sb[bx * 32, 0] (32 x 96) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 8: T.copy read sb[bx * 32, 0] (32 x 96) | dim 1 upper: 0 + 96 <= 96
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 9: T.copy read sb[bx * 32, 0] (32 x 96) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* bx 32) 32) 1) 96)))
  (not (< (+ 0 a!1 95) 2147483648))))
(check-sat)

; obligation 10: T.copy read a[by * 64, ks * 256] (64 x 256) | dim 0 lower: by * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* by 64) 0)))
(check-sat)

; obligation 11: T.copy read a[by * 64, ks * 256] (64 x 256) | dim 0 upper: by * 64 + 64 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* by 64) 64) M)))
(check-sat)

; obligation 12: T.copy read a[by * 64, ks * 256] (64 x 256) | dim 1 lower: ks * 256 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* ks 256) 0)))
(check-sat)

; obligation 13: T.copy read a[by * 64, ks * 256] (64 x 256) | dim 1 upper: ks * 256 + 256 <= 3072
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* ks 256) 256) 3072)))
(check-sat)

; obligation 14: T.copy read a[by * 64, ks * 256] (64 x 256) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* by 64) 64) 1) 3072))
      (a!2 (* (- (+ (* ks 256) 256) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)

; obligation 15: T.copy read b[bx * 32, ks * 256 // 2] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* bx 32) 0)))
(check-sat)

; obligation 16: T.copy read b[bx * 32, ks * 256 // 2] (32 x 128) | dim 0 upper: bx * 32 + 32 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* bx 32) 32) 7168)))
(check-sat)

; obligation 17: T.copy read b[bx * 32, ks * 256 // 2] (32 x 128) | dim 1 lower: ks * 256 // 2 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (div (* ks 256) 2) 0)))
(check-sat)

; obligation 18: T.copy read b[bx * 32, ks * 256 // 2] (32 x 128) | dim 1 upper: ks * 256 // 2 + 128 <= 1536
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (<= (+ (div (* ks 256) 2) 128) 1536)))
  (not a!1)))
(check-sat)

; obligation 19: T.copy read b[bx * 32, ks * 256 // 2] (32 x 128) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 12)))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* bx 32) 32) 1) 1536))
      (a!2 (- (+ (div (* ks 256) 2) 128) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)

; obligation 20: T.copy write c[by * 64, bx * 32] (64 x 32) | dim 0 lower: by * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* by 64) 0)))
(check-sat)

; obligation 21: T.copy write c[by * 64, bx * 32] (64 x 32) | dim 0 upper: by * 64 + 64 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* by 64) 64) M)))
(check-sat)

; obligation 22: T.copy write c[by * 64, bx * 32] (64 x 32) | dim 1 lower: bx * 32 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 32) 0)))
(check-sat)

; obligation 23: T.copy write c[by * 64, bx * 32] (64 x 32) | dim 1 upper: bx * 32 + 32 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 32) 32) 7168)))
(check-sat)

; obligation 24: T.copy write c[by * 64, bx * 32] (64 x 32) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 224)))
(assert (let ((a!1 (+ 0 (div (- (+ M 64) 1) 64))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* by 64) 64) 1) 7168)) (a!2 (* (- (+ (* bx 32) 32) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)
